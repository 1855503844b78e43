include "f340.td"
