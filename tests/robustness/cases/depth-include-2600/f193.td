include "f194.td"
