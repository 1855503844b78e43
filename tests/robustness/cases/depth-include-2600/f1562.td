include "f1563.td"
