include "f2401.td"
