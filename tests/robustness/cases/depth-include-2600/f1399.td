include "f1400.td"
