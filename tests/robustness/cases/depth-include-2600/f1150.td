include "f1151.td"
