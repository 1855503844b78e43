include "f2086.td"
