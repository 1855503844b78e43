include "f1540.td"
