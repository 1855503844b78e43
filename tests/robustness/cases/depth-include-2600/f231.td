include "f232.td"
