include "f1317.td"
