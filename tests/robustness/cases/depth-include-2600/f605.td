include "f606.td"
