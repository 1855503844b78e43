include "f2101.td"
