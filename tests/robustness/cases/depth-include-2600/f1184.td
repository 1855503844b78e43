include "f1185.td"
