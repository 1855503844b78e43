include "f258.td"
