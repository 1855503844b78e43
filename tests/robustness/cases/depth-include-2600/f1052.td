include "f1053.td"
