include "f1126.td"
