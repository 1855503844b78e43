include "f1764.td"
