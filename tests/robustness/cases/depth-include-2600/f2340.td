include "f2341.td"
