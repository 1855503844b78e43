include "f2223.td"
