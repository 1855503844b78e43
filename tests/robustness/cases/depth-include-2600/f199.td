include "f200.td"
