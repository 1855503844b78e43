include "f1879.td"
