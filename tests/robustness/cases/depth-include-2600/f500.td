include "f501.td"
