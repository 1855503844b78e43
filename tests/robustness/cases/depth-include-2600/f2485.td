include "f2486.td"
