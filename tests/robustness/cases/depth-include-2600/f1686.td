include "f1687.td"
