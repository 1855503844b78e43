include "f303.td"
