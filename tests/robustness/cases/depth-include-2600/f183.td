include "f184.td"
