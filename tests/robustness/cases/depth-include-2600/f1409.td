include "f1410.td"
