include "f2084.td"
