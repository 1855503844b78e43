include "f500.td"
