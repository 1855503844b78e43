include "f2510.td"
