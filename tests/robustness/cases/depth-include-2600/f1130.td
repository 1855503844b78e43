include "f1131.td"
