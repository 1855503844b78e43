include "f1054.td"
