include "f463.td"
