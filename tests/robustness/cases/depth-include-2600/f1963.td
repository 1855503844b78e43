include "f1964.td"
