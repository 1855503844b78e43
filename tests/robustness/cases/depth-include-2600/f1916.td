include "f1917.td"
