include "f636.td"
