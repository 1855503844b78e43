include "f1784.td"
