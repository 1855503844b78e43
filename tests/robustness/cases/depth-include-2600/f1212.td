include "f1213.td"
