include "f1114.td"
