include "f1012.td"
