include "f1343.td"
