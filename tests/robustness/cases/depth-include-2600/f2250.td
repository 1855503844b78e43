include "f2251.td"
