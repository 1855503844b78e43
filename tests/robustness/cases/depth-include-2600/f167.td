include "f168.td"
