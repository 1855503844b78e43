include "f1075.td"
