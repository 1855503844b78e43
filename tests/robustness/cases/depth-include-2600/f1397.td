include "f1398.td"
