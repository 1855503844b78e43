include "f1355.td"
