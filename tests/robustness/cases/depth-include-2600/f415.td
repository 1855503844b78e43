include "f416.td"
