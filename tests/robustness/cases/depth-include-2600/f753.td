include "f754.td"
