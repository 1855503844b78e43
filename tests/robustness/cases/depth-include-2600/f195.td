include "f196.td"
