include "f1068.td"
