include "f1835.td"
