include "f1302.td"
