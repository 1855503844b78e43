include "f2214.td"
