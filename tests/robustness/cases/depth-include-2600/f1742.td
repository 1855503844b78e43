include "f1743.td"
