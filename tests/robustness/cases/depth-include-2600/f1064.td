include "f1065.td"
