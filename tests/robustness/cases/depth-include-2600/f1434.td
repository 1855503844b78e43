include "f1435.td"
