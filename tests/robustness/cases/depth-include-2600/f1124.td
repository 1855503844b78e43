include "f1125.td"
