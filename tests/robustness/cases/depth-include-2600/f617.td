include "f618.td"
