include "f780.td"
