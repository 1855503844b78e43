include "f1477.td"
