include "f1184.td"
