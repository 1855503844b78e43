include "f791.td"
