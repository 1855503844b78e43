include "f8.td"
