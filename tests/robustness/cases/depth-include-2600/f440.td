include "f441.td"
