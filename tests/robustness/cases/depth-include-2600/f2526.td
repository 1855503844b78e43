include "f2527.td"
