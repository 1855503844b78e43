include "f375.td"
