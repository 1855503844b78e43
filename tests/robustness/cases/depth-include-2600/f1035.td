include "f1036.td"
