include "f1990.td"
