include "f1237.td"
