include "f1150.td"
