include "f458.td"
