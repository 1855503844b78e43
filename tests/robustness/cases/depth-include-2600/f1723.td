include "f1724.td"
