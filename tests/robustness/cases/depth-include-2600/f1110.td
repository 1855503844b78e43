include "f1111.td"
