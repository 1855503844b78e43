include "f74.td"
