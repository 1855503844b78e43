include "f57.td"
