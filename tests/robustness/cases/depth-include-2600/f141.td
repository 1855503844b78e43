include "f142.td"
