include "f2454.td"
