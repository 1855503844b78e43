include "f345.td"
