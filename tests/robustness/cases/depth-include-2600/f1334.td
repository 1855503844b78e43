include "f1335.td"
