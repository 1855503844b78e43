include "f25.td"
