include "f437.td"
