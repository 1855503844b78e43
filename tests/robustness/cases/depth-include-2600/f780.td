include "f781.td"
