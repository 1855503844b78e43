include "f487.td"
