include "f444.td"
