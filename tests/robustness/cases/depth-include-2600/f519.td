include "f520.td"
