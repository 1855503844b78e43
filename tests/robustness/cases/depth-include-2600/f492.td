include "f493.td"
