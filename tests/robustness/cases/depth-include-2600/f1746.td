include "f1747.td"
