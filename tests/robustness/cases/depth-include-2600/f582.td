include "f583.td"
