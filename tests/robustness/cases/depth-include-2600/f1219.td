include "f1220.td"
