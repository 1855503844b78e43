include "f1129.td"
