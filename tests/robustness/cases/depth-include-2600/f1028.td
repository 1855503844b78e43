include "f1029.td"
