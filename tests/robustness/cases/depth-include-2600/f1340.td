include "f1341.td"
