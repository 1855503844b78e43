include "f2349.td"
