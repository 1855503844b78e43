include "f2496.td"
