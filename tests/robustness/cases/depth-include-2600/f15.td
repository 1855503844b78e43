include "f16.td"
