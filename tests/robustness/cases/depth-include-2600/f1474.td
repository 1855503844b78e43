include "f1475.td"
