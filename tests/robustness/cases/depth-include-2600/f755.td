include "f756.td"
