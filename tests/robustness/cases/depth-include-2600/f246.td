include "f247.td"
