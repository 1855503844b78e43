include "f1533.td"
