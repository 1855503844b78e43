include "f339.td"
