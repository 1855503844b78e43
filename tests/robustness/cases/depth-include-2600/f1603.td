include "f1604.td"
