include "f467.td"
