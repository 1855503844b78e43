include "f1102.td"
