include "f1746.td"
