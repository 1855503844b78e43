include "f2563.td"
