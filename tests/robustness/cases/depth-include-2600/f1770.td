include "f1771.td"
