include "f1259.td"
