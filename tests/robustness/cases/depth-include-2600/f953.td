include "f954.td"
