include "f1677.td"
