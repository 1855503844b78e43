include "f1159.td"
