include "f1575.td"
