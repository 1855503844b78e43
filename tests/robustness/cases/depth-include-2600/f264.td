include "f265.td"
