include "f251.td"
