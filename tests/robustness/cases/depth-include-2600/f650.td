include "f651.td"
