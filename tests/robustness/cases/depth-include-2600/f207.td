include "f208.td"
