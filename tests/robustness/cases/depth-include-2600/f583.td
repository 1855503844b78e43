include "f584.td"
