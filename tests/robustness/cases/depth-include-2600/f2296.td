include "f2297.td"
