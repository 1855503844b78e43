include "f2262.td"
