include "f1289.td"
