include "f1833.td"
