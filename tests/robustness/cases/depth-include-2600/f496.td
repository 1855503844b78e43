include "f497.td"
