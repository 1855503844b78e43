include "f73.td"
