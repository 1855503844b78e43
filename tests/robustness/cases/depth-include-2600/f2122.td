include "f2123.td"
