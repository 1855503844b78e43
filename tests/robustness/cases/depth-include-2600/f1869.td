include "f1870.td"
