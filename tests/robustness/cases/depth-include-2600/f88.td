include "f89.td"
