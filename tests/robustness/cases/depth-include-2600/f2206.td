include "f2207.td"
