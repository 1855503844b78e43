include "f668.td"
