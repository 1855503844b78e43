include "f1900.td"
