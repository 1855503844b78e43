include "f1936.td"
