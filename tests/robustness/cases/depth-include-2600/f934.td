include "f935.td"
