include "f843.td"
