include "f1338.td"
