include "f871.td"
