include "f2231.td"
