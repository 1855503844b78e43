include "f1950.td"
