include "f2106.td"
