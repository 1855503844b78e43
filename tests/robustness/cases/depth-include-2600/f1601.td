include "f1602.td"
