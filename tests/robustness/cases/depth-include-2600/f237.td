include "f238.td"
