include "f1788.td"
