include "f570.td"
