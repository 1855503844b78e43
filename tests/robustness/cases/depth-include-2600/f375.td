include "f376.td"
