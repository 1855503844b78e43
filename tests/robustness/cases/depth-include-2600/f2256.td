include "f2257.td"
