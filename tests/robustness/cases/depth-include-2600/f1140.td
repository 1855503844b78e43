include "f1141.td"
