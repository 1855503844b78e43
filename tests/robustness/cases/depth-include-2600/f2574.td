include "f2575.td"
