include "f621.td"
