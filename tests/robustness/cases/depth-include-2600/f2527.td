include "f2528.td"
