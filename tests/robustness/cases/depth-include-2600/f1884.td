include "f1885.td"
