include "f1630.td"
