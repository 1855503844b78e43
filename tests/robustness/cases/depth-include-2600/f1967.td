include "f1968.td"
