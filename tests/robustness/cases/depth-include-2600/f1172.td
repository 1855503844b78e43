include "f1173.td"
