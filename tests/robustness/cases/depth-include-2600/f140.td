include "f141.td"
