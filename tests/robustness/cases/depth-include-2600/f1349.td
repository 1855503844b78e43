include "f1350.td"
