include "f297.td"
