include "f1547.td"
