include "f1225.td"
