include "f1430.td"
