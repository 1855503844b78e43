include "f2226.td"
