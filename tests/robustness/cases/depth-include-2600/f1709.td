include "f1710.td"
