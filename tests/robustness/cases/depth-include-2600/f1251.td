include "f1252.td"
