include "f2583.td"
