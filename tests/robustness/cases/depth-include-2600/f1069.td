include "f1070.td"
