include "f1023.td"
