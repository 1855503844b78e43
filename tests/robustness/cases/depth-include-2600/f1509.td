include "f1510.td"
