include "f1162.td"
