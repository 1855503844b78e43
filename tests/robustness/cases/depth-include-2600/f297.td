include "f298.td"
