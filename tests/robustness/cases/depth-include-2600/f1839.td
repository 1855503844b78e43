include "f1840.td"
