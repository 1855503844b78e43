include "f2063.td"
