include "f1617.td"
