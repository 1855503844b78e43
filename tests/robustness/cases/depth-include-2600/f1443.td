include "f1444.td"
