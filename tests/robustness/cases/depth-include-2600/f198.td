include "f199.td"
