include "f1228.td"
