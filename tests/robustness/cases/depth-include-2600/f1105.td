include "f1106.td"
