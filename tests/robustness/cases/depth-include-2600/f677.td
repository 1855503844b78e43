include "f678.td"
