include "f1208.td"
