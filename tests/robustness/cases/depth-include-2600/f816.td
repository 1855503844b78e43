include "f817.td"
