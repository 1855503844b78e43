include "f2591.td"
