include "f171.td"
