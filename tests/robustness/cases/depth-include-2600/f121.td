include "f122.td"
