include "f246.td"
