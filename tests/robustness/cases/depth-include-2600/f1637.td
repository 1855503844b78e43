include "f1638.td"
