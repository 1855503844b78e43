include "f1174.td"
