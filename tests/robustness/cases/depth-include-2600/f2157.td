include "f2158.td"
