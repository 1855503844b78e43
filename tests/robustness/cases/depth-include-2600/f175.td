include "f176.td"
