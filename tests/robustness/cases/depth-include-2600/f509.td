include "f510.td"
