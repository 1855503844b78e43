include "f1624.td"
