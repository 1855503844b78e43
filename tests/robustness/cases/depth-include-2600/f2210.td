include "f2211.td"
