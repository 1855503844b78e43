include "f1552.td"
