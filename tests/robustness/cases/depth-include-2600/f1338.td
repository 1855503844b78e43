include "f1339.td"
