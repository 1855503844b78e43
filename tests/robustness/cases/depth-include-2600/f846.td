include "f847.td"
