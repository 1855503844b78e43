include "f2430.td"
