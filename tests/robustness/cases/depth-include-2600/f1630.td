include "f1631.td"
