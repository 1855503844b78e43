include "f2354.td"
