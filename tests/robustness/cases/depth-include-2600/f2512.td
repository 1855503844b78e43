include "f2513.td"
