include "f1600.td"
