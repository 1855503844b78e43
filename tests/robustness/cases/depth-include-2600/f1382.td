include "f1383.td"
