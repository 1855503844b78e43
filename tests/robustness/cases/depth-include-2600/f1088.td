include "f1089.td"
