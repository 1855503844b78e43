include "f733.td"
