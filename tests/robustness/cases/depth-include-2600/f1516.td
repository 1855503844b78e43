include "f1517.td"
