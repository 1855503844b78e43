include "f2570.td"
