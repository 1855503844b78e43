include "f1062.td"
