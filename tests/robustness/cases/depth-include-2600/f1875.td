include "f1876.td"
