include "f746.td"
