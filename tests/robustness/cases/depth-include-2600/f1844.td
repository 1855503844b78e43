include "f1845.td"
