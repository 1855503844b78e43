include "f317.td"
