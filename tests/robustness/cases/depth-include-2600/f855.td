include "f856.td"
