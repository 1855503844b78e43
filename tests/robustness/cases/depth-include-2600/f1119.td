include "f1120.td"
