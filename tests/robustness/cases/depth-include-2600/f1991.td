include "f1992.td"
