include "f1446.td"
