include "f115.td"
