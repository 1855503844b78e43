include "f1500.td"
