include "f334.td"
