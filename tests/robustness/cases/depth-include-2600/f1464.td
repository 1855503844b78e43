include "f1465.td"
