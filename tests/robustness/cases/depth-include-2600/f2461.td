include "f2462.td"
