include "f1431.td"
