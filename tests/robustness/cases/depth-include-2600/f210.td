include "f211.td"
