include "f2345.td"
