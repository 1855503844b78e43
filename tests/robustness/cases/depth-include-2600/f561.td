include "f562.td"
