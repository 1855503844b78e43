include "f1832.td"
