include "f1883.td"
