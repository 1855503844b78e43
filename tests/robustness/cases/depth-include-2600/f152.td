include "f153.td"
