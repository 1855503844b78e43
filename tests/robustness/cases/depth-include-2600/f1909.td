include "f1910.td"
