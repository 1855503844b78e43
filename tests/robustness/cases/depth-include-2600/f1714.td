include "f1715.td"
