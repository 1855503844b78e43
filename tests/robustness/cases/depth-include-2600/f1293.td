include "f1294.td"
