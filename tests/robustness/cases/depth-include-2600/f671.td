include "f672.td"
