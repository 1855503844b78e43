include "f1711.td"
