include "f1448.td"
