include "f1197.td"
