include "f212.td"
