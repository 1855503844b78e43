include "f1005.td"
