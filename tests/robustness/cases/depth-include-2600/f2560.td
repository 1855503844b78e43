include "f2561.td"
