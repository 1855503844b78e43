include "f2291.td"
