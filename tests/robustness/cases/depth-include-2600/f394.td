include "f395.td"
