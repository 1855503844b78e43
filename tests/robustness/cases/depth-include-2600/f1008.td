include "f1009.td"
