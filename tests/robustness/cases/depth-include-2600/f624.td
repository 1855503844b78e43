include "f625.td"
