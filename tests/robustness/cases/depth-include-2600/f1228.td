include "f1229.td"
