include "f1261.td"
