include "f1531.td"
