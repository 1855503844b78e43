include "f213.td"
