include "f1800.td"
