include "f1976.td"
