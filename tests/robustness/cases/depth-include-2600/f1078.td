include "f1079.td"
