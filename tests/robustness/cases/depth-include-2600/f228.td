include "f229.td"
