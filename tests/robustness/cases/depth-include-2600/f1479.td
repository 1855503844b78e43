include "f1480.td"
