include "f1938.td"
