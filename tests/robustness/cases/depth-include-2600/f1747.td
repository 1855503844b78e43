include "f1748.td"
