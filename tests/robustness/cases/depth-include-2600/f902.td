include "f903.td"
