include "f1974.td"
