include "f1484.td"
