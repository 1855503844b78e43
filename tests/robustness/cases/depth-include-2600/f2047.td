include "f2048.td"
