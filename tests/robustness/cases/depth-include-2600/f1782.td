include "f1783.td"
