include "f1234.td"
