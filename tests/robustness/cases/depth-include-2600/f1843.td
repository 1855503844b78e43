include "f1844.td"
