include "f1429.td"
