include "f90.td"
