include "f798.td"
