include "f1473.td"
