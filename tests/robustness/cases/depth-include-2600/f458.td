include "f459.td"
