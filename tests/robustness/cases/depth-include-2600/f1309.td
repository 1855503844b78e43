include "f1310.td"
