include "f2055.td"
