include "f478.td"
