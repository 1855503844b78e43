include "f2501.td"
