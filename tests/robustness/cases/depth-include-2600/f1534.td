include "f1535.td"
