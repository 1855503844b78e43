include "f1351.td"
