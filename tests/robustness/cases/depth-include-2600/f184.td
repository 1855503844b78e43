include "f185.td"
