include "f324.td"
