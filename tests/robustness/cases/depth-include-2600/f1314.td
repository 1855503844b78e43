include "f1315.td"
