include "f1637.td"
