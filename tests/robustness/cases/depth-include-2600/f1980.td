include "f1981.td"
