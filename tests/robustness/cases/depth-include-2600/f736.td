include "f737.td"
