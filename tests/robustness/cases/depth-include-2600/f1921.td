include "f1922.td"
