include "f1081.td"
