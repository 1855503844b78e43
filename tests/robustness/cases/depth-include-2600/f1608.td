include "f1609.td"
