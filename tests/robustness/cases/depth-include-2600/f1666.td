include "f1667.td"
