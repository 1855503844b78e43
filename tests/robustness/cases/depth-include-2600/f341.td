include "f342.td"
