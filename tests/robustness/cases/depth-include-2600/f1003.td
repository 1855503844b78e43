include "f1004.td"
