include "f1255.td"
