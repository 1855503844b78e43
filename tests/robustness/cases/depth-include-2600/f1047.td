include "f1048.td"
