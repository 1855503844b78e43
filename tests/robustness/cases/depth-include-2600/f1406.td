include "f1407.td"
