include "f1993.td"
