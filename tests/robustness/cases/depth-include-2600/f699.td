include "f700.td"
