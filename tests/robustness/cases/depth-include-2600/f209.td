include "f210.td"
