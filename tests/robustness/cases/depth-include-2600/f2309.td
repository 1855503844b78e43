include "f2310.td"
