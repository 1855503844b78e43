include "f389.td"
