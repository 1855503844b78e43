include "f1794.td"
