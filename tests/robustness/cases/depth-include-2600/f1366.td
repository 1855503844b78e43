include "f1367.td"
