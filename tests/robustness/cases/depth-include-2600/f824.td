include "f825.td"
