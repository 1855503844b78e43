include "f1542.td"
