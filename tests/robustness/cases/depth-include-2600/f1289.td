include "f1290.td"
