include "f2343.td"
