include "f2547.td"
