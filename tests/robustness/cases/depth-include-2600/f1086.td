include "f1087.td"
