include "f1918.td"
