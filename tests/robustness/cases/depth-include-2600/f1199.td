include "f1200.td"
