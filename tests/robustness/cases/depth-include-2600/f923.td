include "f924.td"
