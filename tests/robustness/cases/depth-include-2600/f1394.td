include "f1395.td"
