include "f1044.td"
