include "f2406.td"
