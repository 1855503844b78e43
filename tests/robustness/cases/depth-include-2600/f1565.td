include "f1566.td"
