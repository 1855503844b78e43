include "f688.td"
