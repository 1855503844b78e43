include "f1451.td"
