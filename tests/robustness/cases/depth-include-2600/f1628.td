include "f1629.td"
