include "f1375.td"
