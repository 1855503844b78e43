include "f1793.td"
