include "f2269.td"
