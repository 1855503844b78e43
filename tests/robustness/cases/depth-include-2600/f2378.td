include "f2379.td"
