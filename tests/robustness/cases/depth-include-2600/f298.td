include "f299.td"
