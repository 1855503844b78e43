include "f302.td"
