include "f1593.td"
