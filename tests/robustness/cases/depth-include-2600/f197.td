include "f198.td"
