include "f1769.td"
