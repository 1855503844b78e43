include "f1726.td"
