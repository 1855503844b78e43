include "f356.td"
