include "f1553.td"
