include "f250.td"
