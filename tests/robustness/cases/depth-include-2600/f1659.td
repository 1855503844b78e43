include "f1660.td"
