include "f430.td"
