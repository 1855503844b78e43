include "f1414.td"
