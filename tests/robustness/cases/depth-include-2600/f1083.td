include "f1084.td"
