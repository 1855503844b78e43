include "f1439.td"
