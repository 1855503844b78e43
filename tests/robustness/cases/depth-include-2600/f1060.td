include "f1061.td"
