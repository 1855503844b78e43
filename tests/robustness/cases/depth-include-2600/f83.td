include "f84.td"
