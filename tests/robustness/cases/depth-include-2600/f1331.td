include "f1332.td"
