include "f1766.td"
