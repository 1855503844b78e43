include "f420.td"
