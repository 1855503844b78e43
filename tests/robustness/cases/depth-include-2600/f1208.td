include "f1209.td"
