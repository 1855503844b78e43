include "f1443.td"
