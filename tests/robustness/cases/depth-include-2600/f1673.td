include "f1674.td"
