include "f226.td"
