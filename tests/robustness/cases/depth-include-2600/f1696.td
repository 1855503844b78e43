include "f1697.td"
