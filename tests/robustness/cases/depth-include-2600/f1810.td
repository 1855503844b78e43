include "f1811.td"
