include "f2419.td"
