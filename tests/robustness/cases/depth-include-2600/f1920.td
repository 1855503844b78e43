include "f1921.td"
