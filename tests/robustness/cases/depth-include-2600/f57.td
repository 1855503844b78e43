include "f58.td"
