include "f567.td"
