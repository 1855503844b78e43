include "f2444.td"
