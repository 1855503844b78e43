include "f1119.td"
