include "f1067.td"
