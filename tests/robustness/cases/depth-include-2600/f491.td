include "f492.td"
