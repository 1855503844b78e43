include "f1040.td"
