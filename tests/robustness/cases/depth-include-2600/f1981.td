include "f1982.td"
