include "f505.td"
