include "f1274.td"
