include "f918.td"
