include "f1525.td"
