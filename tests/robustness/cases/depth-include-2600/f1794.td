include "f1795.td"
