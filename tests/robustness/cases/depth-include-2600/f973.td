include "f974.td"
