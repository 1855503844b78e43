include "f1447.td"
