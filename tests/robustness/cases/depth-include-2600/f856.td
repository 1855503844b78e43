include "f857.td"
