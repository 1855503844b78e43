include "f1640.td"
