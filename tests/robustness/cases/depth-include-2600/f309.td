include "f310.td"
