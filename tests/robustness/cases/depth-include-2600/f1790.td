include "f1791.td"
