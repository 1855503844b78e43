include "f1606.td"
