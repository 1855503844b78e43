include "f1623.td"
