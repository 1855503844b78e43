include "f94.td"
