include "f1843.td"
