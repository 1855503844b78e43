include "f1205.td"
