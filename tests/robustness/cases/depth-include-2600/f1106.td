include "f1107.td"
