include "f1717.td"
