include "f1587.td"
