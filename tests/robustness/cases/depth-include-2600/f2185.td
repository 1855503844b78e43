include "f2186.td"
