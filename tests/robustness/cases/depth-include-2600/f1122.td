include "f1123.td"
