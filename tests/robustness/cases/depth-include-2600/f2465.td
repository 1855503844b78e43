include "f2466.td"
