include "f67.td"
