include "f1898.td"
