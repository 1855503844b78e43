include "f1719.td"
