include "f713.td"
