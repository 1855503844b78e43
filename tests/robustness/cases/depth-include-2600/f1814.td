include "f1815.td"
