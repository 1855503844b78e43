include "f1217.td"
