include "f328.td"
