include "f542.td"
