include "f1670.td"
