include "f2449.td"
