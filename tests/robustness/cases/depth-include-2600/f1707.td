include "f1708.td"
