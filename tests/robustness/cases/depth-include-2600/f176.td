include "f177.td"
