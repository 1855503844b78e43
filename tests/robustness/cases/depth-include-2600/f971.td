include "f972.td"
