include "f266.td"
