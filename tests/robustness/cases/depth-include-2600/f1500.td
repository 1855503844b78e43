include "f1501.td"
