include "f318.td"
