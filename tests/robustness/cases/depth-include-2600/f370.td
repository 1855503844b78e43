include "f371.td"
