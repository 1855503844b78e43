include "f1583.td"
