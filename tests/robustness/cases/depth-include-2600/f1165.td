include "f1166.td"
