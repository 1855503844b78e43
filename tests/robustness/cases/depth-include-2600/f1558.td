include "f1559.td"
