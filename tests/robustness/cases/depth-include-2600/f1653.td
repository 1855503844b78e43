include "f1654.td"
