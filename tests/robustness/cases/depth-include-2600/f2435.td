include "f2436.td"
