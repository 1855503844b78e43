include "f1071.td"
