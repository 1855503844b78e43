include "f1240.td"
