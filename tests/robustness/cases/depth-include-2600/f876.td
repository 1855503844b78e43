include "f877.td"
