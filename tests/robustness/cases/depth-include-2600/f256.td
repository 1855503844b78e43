include "f257.td"
