include "f708.td"
