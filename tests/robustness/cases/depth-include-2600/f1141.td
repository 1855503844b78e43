include "f1142.td"
