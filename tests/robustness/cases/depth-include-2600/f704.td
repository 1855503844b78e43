include "f705.td"
