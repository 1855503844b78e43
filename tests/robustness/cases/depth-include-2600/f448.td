include "f449.td"
