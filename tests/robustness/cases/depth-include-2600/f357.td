include "f358.td"
