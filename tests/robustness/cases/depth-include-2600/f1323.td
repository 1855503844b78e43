include "f1324.td"
