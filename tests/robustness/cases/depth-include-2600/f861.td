include "f862.td"
