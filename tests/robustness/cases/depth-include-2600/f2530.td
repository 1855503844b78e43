include "f2531.td"
