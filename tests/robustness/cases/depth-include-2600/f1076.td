include "f1077.td"
