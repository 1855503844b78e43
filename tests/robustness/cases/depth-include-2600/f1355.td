include "f1356.td"
