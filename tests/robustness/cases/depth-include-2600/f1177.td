include "f1178.td"
