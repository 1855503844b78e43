include "f1291.td"
