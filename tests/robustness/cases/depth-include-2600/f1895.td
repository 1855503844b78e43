include "f1896.td"
