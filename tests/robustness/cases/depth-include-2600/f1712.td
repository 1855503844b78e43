include "f1713.td"
