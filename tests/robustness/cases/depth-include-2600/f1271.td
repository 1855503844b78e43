include "f1272.td"
