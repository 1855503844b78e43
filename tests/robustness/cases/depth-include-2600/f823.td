include "f824.td"
