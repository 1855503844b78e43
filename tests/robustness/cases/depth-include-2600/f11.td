include "f12.td"
