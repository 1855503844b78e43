include "f133.td"
