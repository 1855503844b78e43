include "f1020.td"
