include "f1032.td"
