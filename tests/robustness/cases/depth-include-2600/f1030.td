include "f1031.td"
