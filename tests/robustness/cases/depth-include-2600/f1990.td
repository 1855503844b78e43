include "f1991.td"
