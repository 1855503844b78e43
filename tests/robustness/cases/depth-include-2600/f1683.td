include "f1684.td"
