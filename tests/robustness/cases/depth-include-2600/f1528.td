include "f1529.td"
