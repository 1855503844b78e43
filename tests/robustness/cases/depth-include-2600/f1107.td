include "f1108.td"
