include "f654.td"
