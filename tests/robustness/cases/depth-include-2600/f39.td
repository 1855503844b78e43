include "f40.td"
