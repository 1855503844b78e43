include "f2599.td"
