include "f2350.td"
