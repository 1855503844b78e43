include "f1146.td"
