include "f1859.td"
