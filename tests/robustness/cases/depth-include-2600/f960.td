include "f961.td"
