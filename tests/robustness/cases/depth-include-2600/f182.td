include "f183.td"
