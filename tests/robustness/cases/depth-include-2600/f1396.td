include "f1397.td"
