include "f1822.td"
