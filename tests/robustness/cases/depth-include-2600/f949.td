include "f950.td"
