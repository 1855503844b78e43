include "f2524.td"
