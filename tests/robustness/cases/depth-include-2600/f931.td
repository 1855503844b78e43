include "f932.td"
