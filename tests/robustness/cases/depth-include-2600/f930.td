include "f931.td"
