include "f694.td"
