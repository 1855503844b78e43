include "f1643.td"
