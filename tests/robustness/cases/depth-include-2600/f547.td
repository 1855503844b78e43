include "f548.td"
