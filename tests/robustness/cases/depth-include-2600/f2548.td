include "f2549.td"
