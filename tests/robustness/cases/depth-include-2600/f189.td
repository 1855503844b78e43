include "f190.td"
