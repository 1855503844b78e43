include "f1039.td"
