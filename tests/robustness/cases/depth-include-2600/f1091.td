include "f1092.td"
