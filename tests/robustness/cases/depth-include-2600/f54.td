include "f55.td"
