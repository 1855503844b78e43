include "f2402.td"
