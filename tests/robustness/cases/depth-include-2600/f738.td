include "f739.td"
