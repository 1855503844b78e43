include "f174.td"
