include "f157.td"
