include "f535.td"
