include "f1634.td"
