include "f726.td"
