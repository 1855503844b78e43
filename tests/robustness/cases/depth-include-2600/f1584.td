include "f1585.td"
