include "f1405.td"
