include "f1377.td"
