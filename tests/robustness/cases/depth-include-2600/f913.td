include "f914.td"
