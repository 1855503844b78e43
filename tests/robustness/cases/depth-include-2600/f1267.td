include "f1268.td"
