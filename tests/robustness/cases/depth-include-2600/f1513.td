include "f1514.td"
