include "f1366.td"
