include "f533.td"
