include "f42.td"
