include "f1481.td"
