include "f2222.td"
