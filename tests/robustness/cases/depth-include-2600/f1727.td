include "f1728.td"
