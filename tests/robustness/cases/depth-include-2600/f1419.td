include "f1420.td"
