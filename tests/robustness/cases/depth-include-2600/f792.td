include "f793.td"
