include "f1320.td"
