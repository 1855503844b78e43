include "f2441.td"
