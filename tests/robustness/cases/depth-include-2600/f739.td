include "f740.td"
