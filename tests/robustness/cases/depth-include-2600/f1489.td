include "f1490.td"
