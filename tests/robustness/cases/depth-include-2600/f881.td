include "f882.td"
