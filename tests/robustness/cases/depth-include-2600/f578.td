include "f579.td"
