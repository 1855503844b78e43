include "f2384.td"
