include "f1893.td"
