include "f1187.td"
