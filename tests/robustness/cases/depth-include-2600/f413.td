include "f414.td"
