include "f1932.td"
