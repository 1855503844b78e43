include "f1856.td"
