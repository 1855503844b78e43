include "f1219.td"
