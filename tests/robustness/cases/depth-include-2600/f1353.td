include "f1354.td"
