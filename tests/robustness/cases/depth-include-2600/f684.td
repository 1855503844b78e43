include "f685.td"
