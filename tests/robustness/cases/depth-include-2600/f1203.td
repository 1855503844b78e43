include "f1204.td"
