include "f900.td"
