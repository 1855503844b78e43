include "f409.td"
