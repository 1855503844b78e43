include "f1456.td"
