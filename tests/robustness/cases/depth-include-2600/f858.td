include "f859.td"
