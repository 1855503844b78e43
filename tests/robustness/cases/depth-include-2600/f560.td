include "f561.td"
