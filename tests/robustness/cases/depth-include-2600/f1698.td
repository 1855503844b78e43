include "f1699.td"
