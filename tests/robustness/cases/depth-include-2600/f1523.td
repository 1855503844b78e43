include "f1524.td"
