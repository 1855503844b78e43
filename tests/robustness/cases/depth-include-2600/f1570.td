include "f1571.td"
