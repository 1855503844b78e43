include "f845.td"
