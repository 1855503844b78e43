include "f1622.td"
