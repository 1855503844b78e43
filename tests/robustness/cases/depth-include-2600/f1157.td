include "f1158.td"
