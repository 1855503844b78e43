include "f1043.td"
