include "f1521.td"
