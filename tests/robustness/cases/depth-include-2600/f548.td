include "f549.td"
