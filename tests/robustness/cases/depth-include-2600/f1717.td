include "f1718.td"
