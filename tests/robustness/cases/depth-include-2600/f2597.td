include "f2598.td"
