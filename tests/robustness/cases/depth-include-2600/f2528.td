include "f2529.td"
