include "f2530.td"
