include "f1149.td"
