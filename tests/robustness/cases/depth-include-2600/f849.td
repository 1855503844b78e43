include "f850.td"
