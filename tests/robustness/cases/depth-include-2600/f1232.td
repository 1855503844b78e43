include "f1233.td"
