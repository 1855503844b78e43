include "f2424.td"
