include "f1954.td"
