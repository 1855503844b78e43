include "f683.td"
