include "f1249.td"
