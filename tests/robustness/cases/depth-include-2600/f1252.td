include "f1253.td"
