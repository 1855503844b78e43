include "f1035.td"
