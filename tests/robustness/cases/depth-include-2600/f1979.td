include "f1980.td"
