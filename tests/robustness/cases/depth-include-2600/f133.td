include "f134.td"
