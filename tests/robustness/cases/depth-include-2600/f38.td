include "f39.td"
