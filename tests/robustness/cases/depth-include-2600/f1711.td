include "f1712.td"
