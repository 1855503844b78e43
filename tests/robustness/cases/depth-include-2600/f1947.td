include "f1948.td"
