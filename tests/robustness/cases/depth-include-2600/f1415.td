include "f1416.td"
