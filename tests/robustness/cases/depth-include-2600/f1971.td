include "f1972.td"
