include "f2035.td"
