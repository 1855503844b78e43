include "f130.td"
