include "f1175.td"
