include "f1069.td"
