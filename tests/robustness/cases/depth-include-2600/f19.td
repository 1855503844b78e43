include "f20.td"
