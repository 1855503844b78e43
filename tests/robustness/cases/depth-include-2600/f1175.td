include "f1176.td"
